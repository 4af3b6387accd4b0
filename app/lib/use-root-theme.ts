import { useEffect, useState } from "react";
import { isTheme, type Theme } from "./theme";

/** The theme class on <html>, kept up to date whatever changes it. */
export function useRootTheme(initial: Theme): Theme {
  const [theme, setTheme] = useState(initial);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => {
      const found = Array.from(root.classList).find(isTheme);
      if (found) setTheme(found);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
