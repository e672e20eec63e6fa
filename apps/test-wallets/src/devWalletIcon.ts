// A door in an arch, in the wallet's own colours; drawn here so no image is fetched from anywhere.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#1f2a44"/><path d="M28 78V42a20 20 0 0 1 40 0v36z" fill="#f4b860"/><path d="M38 78V46a10 10 0 0 1 20 0v32z" fill="#1f2a44"/><circle cx="52" cy="62" r="3" fill="#f4b860"/></svg>`

export const DEV_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(svg)}` as const satisfies `data:image/${string}`
