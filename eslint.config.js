import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "scripts/bench/bare/build/",
      "dist/",
      "**/.wrangler/",
      "node_modules/",
      "app/generated/",
      "worker-configuration.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The app runs in workerd, where Node's `process` does not exist: a reference throws at the first request.
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: ["app/**/*.test.ts", "app/**/*.test-support.ts"],
    rules: {
      "no-restricted-globals": ["error", { name: "process", message: "The Worker has no `process`; read settings from the Worker's env." }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "tests/**/*.mjs"],
    // Node 20 scripts: its globals, including the web platform's fetch and timers.
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        Buffer: "readonly",
        fetch: "readonly",
        performance: "readonly",
        TextEncoder: "readonly",
        TextDecoder: "readonly",
      },
    },
  },
);
