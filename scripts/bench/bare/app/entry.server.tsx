// The site's own document render: the same streaming, Content-Security-Policy and nonce.
export { default, handleError } from "../../../../app/entry.server";
