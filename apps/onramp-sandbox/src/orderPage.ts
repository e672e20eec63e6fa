import type { Order } from './orderBook.ts'

const PAYMENT_METHOD_NAMES: Record<string, string> = { card: 'Card', bank_transfer: 'Bank transfer' }

export const ORDER_PAGE_TEXT = {
  title: 'Foyer Sandbox checkout',
  sandboxNote: 'Sandbox: no money moves. Paying funds the address on the local devnet.',
  youBuy: 'You buy',
  network: 'Network',
  to: 'To the address',
  subtotal: 'Price',
  providerFee: 'Provider fee',
  networkFee: 'Network fee',
  total: 'You pay',
  method: 'Payment method',
  pay: 'Pay',
  complete: 'Payment complete — you can close this window',
  transaction: 'Transaction',
  failed: 'The payment could not be completed.',
  tryAgain: 'Try again',
  notFound: 'This order does not exist. Start again from the app.',
} as const

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function row(label: string, value: string, className = ''): string {
  return `<div class="row ${className}"><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`
}

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${ORDER_PAGE_TEXT.title}</title>
<link rel="stylesheet" href="/order.css">
</head>
<body>
<main class="checkout">
<header class="brand"><span class="brand__mark" aria-hidden="true">F</span><span>${ORDER_PAGE_TEXT.title}</span></header>
${body}
<p class="note">${ORDER_PAGE_TEXT.sandboxNote}</p>
</main>
</body>
</html>`
}

/** The order page: what is bought, for which address and network, what it costs, and Pay — or how it ended. */
export function renderOrderPage(order: Order): string {
  const { quote, asset } = order
  const money = (value: { value: string; currency: string }) => `${value.value} ${value.currency}`
  const summary = `<h1 class="amount"><span class="amount__label">${ORDER_PAGE_TEXT.youBuy}</span> ${escapeHtml(
    money(quote.purchaseAmount),
  )}</h1>
<dl class="details">
${row(ORDER_PAGE_TEXT.network, asset.networkName)}
${row(ORDER_PAGE_TEXT.to, order.address, 'row--address')}
${row(ORDER_PAGE_TEXT.method, PAYMENT_METHOD_NAMES[order.paymentMethod] ?? order.paymentMethod)}
${row(ORDER_PAGE_TEXT.subtotal, money(quote.paymentSubtotal))}
${row(ORDER_PAGE_TEXT.providerFee, money(quote.providerFee))}
${row(ORDER_PAGE_TEXT.networkFee, money(quote.networkFee))}
${row(ORDER_PAGE_TEXT.total, money(quote.paymentTotal), 'row--total')}
</dl>`
  if (order.status === 'paid') {
    return page(`${summary}
<section class="done" role="status">
<h2>${ORDER_PAGE_TEXT.complete}</h2>
<p>${ORDER_PAGE_TEXT.transaction} <code class="hash">${escapeHtml(order.transaction ?? '')}</code></p>
</section>`)
  }
  const failure =
    order.status === 'failed'
      ? `<p class="error" role="alert">${ORDER_PAGE_TEXT.failed} ${escapeHtml(order.failure ?? '')}</p>`
      : ''
  const label =
    order.status === 'failed' ? ORDER_PAGE_TEXT.tryAgain : `${ORDER_PAGE_TEXT.pay} ${money(quote.paymentTotal)}`
  return page(`${summary}
${failure}
<form method="post" action="/order/${encodeURIComponent(order.id)}/pay">
<button type="submit" class="pay">${escapeHtml(label)}</button>
</form>`)
}

export function renderMissingOrder(): string {
  return page(`<p class="error" role="alert">${ORDER_PAGE_TEXT.notFound}</p>`)
}
