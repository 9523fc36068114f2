import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { preloadEntryPage } from "./routes/lazyPages";
import { prerenderedPath } from "./routes/prerenderedPages";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html is missing #root");
const container = root;

function render() {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// index.html may be showing this page's prerendered first screen, which the first render
// replaces at once: it must draw the page itself, not the loading fallback, so it waits for
// the page's code (already downloading: index.html preloads it).
const prerendered = prerenderedPath(container);
if (prerendered) void preloadEntryPage(prerendered).then(render);
else render();
