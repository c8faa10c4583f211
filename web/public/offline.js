// The offline page (web/src/app/pwa/offline.html, served by the service worker
// when a page cannot load): Portuguese unless the person chose English in the
// app (saved as "ponte.locale") or, without a choice, the browser prefers it.
(() => {
  let saved = null;
  try {
    saved = localStorage.getItem("ponte.locale");
  } catch {
    /* storage unavailable: the browser's language decides */
  }
  const english = saved ? saved === "en" : /^en\b/i.test(navigator.language || "");
  if (english) {
    document.documentElement.lang = "en";
    for (const el of document.querySelectorAll("[data-en]")) el.textContent = el.getAttribute("data-en");
  }
  document.getElementById("retry").addEventListener("click", () => location.reload());
  // back by itself when the network returns
  window.addEventListener("online", () => location.reload());
})();
