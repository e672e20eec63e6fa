// A sibling frame on another origin handing the app answers that look right (the right ids, the Safe's format):
// the Safe Apps SDK takes answers only from its parent window, so the app must ignore every one of them.
let passed = 0
window.addEventListener('message', (event) => {
  if (event.source !== window.parent || !event.data?.passOn) return
  window.parent.frames[0]?.postMessage(event.data.passOn, '*')
  document.getElementById('passed').textContent = String(++passed)
})
// Tells the Safe it listens now: the Safe waits for this before it lets the app ask anything.
window.parent.postMessage({ strangerListening: true }, '*')
