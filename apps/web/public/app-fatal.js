// Last-resort screen when the app cannot start: the main module fails to load or throws before
// React has mounted. main.tsx calls the same function when the root render throws. A file of its
// own rather than an inline script, so the Content-Security-Policy can forbid inline scripts.
/* global window, document */
window.__unleakFatal = function () {
  var fatal = document.getElementById("app-fatal");
  var root = document.getElementById("root");
  if (fatal) fatal.hidden = false;
  if (root) root.hidden = true;
};
window.addEventListener(
  "error",
  function (event) {
    var target = event.target;
    var failedScript = target && target.tagName === "SCRIPT";
    if (!window.__unleakMounted && (failedScript || event.error)) window.__unleakFatal();
  },
  true,
);
