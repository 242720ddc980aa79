// The notice a link gets when its page cannot be fetched because the browser is offline: the current page stays, the
// notice says the connection is lost, and the router opens the link once the browser is back online (the notice
// says so; dismissing it only hides it). Built without React, outside the page's tree, which a navigation replaces;
// it takes the brand's theme variables from the page's frame, so it is drawn in the brand's colours and face.
let notice: HTMLElement | undefined

export function showOfflineNotice(): void {
  if (!notice) {
    notice = document.createElement('div')
    notice.className = 'offline-notice'
    notice.setAttribute('role', 'alert')
    const text = document.createElement('p')
    text.textContent = 'You are offline: the connection is lost. The page will open as soon as it is back.'
    const dismiss = document.createElement('button')
    dismiss.type = 'button'
    dismiss.className = 'button secondary'
    dismiss.textContent = 'Dismiss'
    dismiss.addEventListener('click', hideOfflineNotice)
    notice.append(text, dismiss)
  }
  notice.setAttribute('style', document.querySelector('.brand-frame')?.getAttribute('style') ?? '')
  document.body.append(notice)
}

export function hideOfflineNotice(): void {
  notice?.remove()
}
