// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { decodeSvgDataUri, sanitizeSvg, sanitizeSvgDataUri } from './sanitizeSvg.ts'

const MALICIOUS = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
  width="32" height="32" onload="alert(1)" style="background:url(https://evil.test/bg)">
  <script>alert('script')</script>
  <style>path { fill: url(https://evil.test/fill) }</style>
  <defs>
    <linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
  </defs>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <image href="https://evil.test/tracker.png" width="1" height="1"/>
  <a href="javascript:alert(2)"><rect width="5" height="5"/></a>
  <use xlink:href="https://evil.test/sprite.svg#icon"/>
  <use href="#shape"/>
  <path id="shape" d="M0 0h32v32H0z" fill="url(#g)" onclick="alert(3)" class="x"/>
  <circle cx="16" cy="16" r="8" fill="url(https://evil.test/paint)" mask="url('#g')"/>
  <animate attributeName="href" to="javascript:alert(4)"/>
</svg>`

const allAttributes = (svg: Element) =>
  [svg, ...Array.from(svg.querySelectorAll('*'))].flatMap((element) =>
    Array.from(element.attributes).map((attribute) => `${attribute.name}=${attribute.value}`),
  )

describe('sanitizeSvg', () => {
  const svg = sanitizeSvg(MALICIOUS, 'p')!

  it('keeps the drawing: shapes and gradients', () => {
    expect(svg).toBeDefined()
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg')
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M0 0h32v32H0z')
    expect(svg.querySelectorAll('stop')).toHaveLength(2)
  })

  it('drops elements that run code, embed HTML, carry CSS, load images or animate', () => {
    for (const tag of ['script', 'style', 'foreignObject', 'image', 'a', 'animate', 'div']) {
      expect(svg.getElementsByTagName(tag)).toHaveLength(0)
    }
    // The rect inside the dropped <a> goes with it.
    expect(svg.querySelector('rect')).toBeNull()
  })

  it('drops event handlers, style and class attributes', () => {
    const attributes = allAttributes(svg).join(' ')
    expect(attributes).not.toMatch(/onload|onclick|style=|class=/)
  })

  it('drops every reference outside the icon and keeps local ones, prefixed', () => {
    const attributes = allAttributes(svg).join(' ')
    expect(attributes).not.toContain('evil.test')
    expect(attributes).not.toContain('javascript:')
    const uses = svg.querySelectorAll('use')
    expect(uses).toHaveLength(2)
    expect(uses[0]?.attributes).toHaveLength(0)
    expect(uses[1]?.getAttribute('href')).toBe('#p-shape')
    expect(svg.querySelector('path')?.getAttribute('id')).toBe('p-shape')
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('url(#p-g)')
    expect(svg.querySelector('linearGradient')?.getAttribute('id')).toBe('p-g')
    expect(svg.querySelector('circle')?.hasAttribute('fill')).toBe(false)
    expect(svg.querySelector('circle')?.getAttribute('mask')).toBe('url(#p-g)')
  })

  it('scales: width and height become a viewBox, and the icon is hidden from assistive technology', () => {
    expect(svg.getAttribute('viewBox')).toBe('0 0 32 32')
    expect(svg.hasAttribute('width')).toBe(false)
    expect(svg.getAttribute('aria-hidden')).toBe('true')
  })

  it('refuses what is not a well-formed SVG document', () => {
    expect(sanitizeSvg('<svg><path></svg>', 'p')).toBeUndefined()
    expect(sanitizeSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>', 'p')).toBeUndefined()
    expect(sanitizeSvg('not svg at all', 'p')).toBeUndefined()
  })
})

describe('decodeSvgDataUri', () => {
  const text = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"/></svg>'

  it('decodes base64 and URL-encoded SVG data URIs', () => {
    expect(decodeSvgDataUri(`data:image/svg+xml;base64,${btoa(text)}`)).toBe(text)
    expect(decodeSvgDataUri(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`)).toBe(text)
  })

  it('ignores other images and malformed payloads', () => {
    expect(decodeSvgDataUri('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined()
    expect(decodeSvgDataUri('https://example.test/icon.svg')).toBeUndefined()
    expect(decodeSvgDataUri('data:image/svg+xml,%E0%A4%A')).toBeUndefined()
  })

  it('turns a data URI straight into a sanitized element', () => {
    const uri = `data:image/svg+xml;base64,${btoa(MALICIOUS)}`
    const svg = sanitizeSvgDataUri(uri, 'q')
    expect(svg?.querySelector('script')).toBeNull()
    expect(svg?.querySelector('path')?.id).toBe('q-shape')
  })
})
