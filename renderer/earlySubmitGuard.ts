// Until React has attached to the prerendered page (it then marks <html data-hydrated>), a submitted form does what
// a plain HTML form does: it loads its own URL with every field in the query string, putting what the visitor typed
// into the address bar, the history and the page URL analytics records, and the typed form is gone. This classic
// inline script runs before anything else on the page and stops that; the fields keep their values, and the form
// is sent the normal way once the page is interactive.
export const earlySubmitGuard =
  '<script>addEventListener("submit",function(e){document.documentElement.hasAttribute("data-hydrated")||e.preventDefault()},true)</script>'
