// The Safe web app's side of the Safe Apps messages: requests come from the framed app only, from the origin it was
// loaded from; the harness server computes each answer (src/safeAppsResponder.ts) and it goes back to that frame,
// addressed to that origin. With `?answeredBy=stranger` the answers reach the app through a sibling frame of another
// origin instead, which a Safe App must ignore.
const params = new URL(window.location.href).searchParams
const appUrl = params.get('app')
const apps = document.getElementById('apps')
const requestCount = document.getElementById('request-count')
let requests = 0

const frame = document.createElement('iframe')
frame.title = 'Safe App'
frame.name = 'safe-app'
apps.append(frame)
let stranger
if (params.get('answeredBy') === 'stranger') {
  const { strangerUrl } = await (await fetch('/config')).json()
  stranger = document.createElement('iframe')
  stranger.title = 'Stranger'
  stranger.className = 'stranger'
  stranger.src = strangerUrl
  // The app asks as soon as it loads: the stranger must be listening by then, or the answers handed to it are lost
  // (a message posted to a frame still loading is dropped) and it has nothing to pass on. It says so itself: the
  // frame's load event is no proof, as Chromium can fire it while the frame still holds its first, empty document.
  const listening = new Promise((resolve) => {
    const onMessage = (event) => {
      if (event.source !== stranger.contentWindow || event.data?.strangerListening !== true) return
      window.removeEventListener('message', onMessage)
      resolve()
    }
    window.addEventListener('message', onMessage)
  })
  apps.append(stranger)
  await listening
}
const appOrigin = appUrl ? new URL(appUrl).origin : undefined

async function showSafe() {
  const { safeAddress } = await (await fetch('/config')).json()
  document.getElementById('safe-address').textContent = safeAddress
}

async function showQueue() {
  const queue = await (await fetch('/queue')).json()
  const list = document.getElementById('queue')
  document.getElementById('queue-empty').hidden = queue.length > 0
  list.replaceChildren(
    ...queue.map((entry) => {
      const item = document.createElement('li')
      item.dataset.safeTxHash = entry.safeTxHash
      const hash = document.createElement('code')
      hash.textContent = entry.safeTxHash
      item.append(hash, document.createElement('br'))
      if (entry.executedIn) {
        item.append(`Executed in ${entry.executedIn}`)
      } else {
        const execute = document.createElement('button')
        execute.type = 'button'
        execute.textContent = 'Sign and execute'
        execute.addEventListener('click', async () => {
          execute.disabled = true
          await fetch(`/queue/${entry.safeTxHash}/execute`, { method: 'POST' })
          await showQueue()
        })
        item.append(execute)
      }
      return item
    }),
  )
}

window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow || event.origin !== appOrigin) return
  const request = event.data
  if (typeof request !== 'object' || request === null || typeof request.id !== 'string') return
  requestCount.textContent = String(++requests)
  const response = await fetch('/safe-apps', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  const answer = await response.json()
  if (stranger) stranger.contentWindow?.postMessage({ passOn: answer }, new URL(stranger.src).origin)
  else frame.contentWindow?.postMessage(answer, appOrigin)
  if (request.method === 'sendTransactions') await showQueue()
})

await showSafe()
await showQueue()
if (appUrl) frame.src = appUrl
