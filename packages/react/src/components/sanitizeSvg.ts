/**
 * Wallet icons arrive as `data:image/svg+xml` URIs (EIP-6963), which a strict CSP (`img-src 'self'`) refuses
 * to load in an <img>. So the SVG is parsed and rebuilt, element by element, from a whitelist into a fresh
 * tree that is drawn inline. Nothing that can run code, load a resource or carry CSS survives: no script,
 * foreignObject, style, image or animation elements, no `style`/`class`/`on*` attributes, no href that
 * points outside the icon, no `url()` other than `url(#id)`.
 */
const SVG_NS = 'http://www.w3.org/2000/svg'
const XLINK_NS = 'http://www.w3.org/1999/xlink'

const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComposite',
  'feDropShadow',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
])

const ALLOWED_ATTRIBUTES = new Set([
  'id',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'transform',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'display',
  'visibility',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'filterUnits',
  'primitiveUnits',
  'color-interpolation-filters',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'type',
  'values',
  'stdDeviation',
  'dx',
  'dy',
  'radius',
  'flood-color',
  'flood-opacity',
  'href',
])

/** The only url() an icon may use points at one of its own elements. */
const URL_REFERENCE = /url\(\s*(['"]?)#([\w.:-]+)\1\s*\)/g
const ANY_URL = /url\s*\(/i

/** Decodes a `data:image/svg+xml` URI (base64 or URL-encoded) to its SVG text; undefined for anything else. */
export function decodeSvgDataUri(uri: string): string | undefined {
  const match = /^data:image\/svg\+xml((?:;[^,;]*)*),(.*)$/is.exec(uri.trim())
  if (!match) return undefined
  const [, parameters = '', payload = ''] = match
  try {
    if (/;base64/i.test(parameters)) {
      const binary = atob(payload.replace(/\s/g, ''))
      return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    }
    return decodeURIComponent(payload)
  } catch {
    return undefined
  }
}

/**
 * Parses SVG text and returns a sanitized copy built in `targetDocument`, or undefined when it is not a
 * well-formed SVG. Every id is prefixed with `idPrefix` (and references rewritten) so two icons on one page
 * cannot steal each other's gradients.
 */
export function sanitizeSvg(
  svgText: string,
  idPrefix: string,
  targetDocument: Document = document,
): SVGSVGElement | undefined {
  const parsed = new DOMParser().parseFromString(svgText, 'image/svg+xml')
  const root = parsed.documentElement
  const isWellFormed = parsed.getElementsByTagName('parsererror').length === 0
  if (!isWellFormed || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return undefined

  // The root is an <svg> in the SVG namespace, so its copy is one too.
  const copy = copyElement(root, idPrefix, targetDocument) as SVGSVGElement | undefined
  if (!copy) return undefined
  ensureViewBox(copy, root)
  copy.removeAttribute('width')
  copy.removeAttribute('height')
  copy.setAttribute('aria-hidden', 'true')
  copy.setAttribute('focusable', 'false')
  return copy
}

/** `sanitizeSvg` of a data URI; undefined when it is not an SVG data URI or does not survive sanitizing. */
export function sanitizeSvgDataUri(
  uri: string,
  idPrefix: string,
  targetDocument: Document = document,
): SVGSVGElement | undefined {
  const text = decodeSvgDataUri(uri)
  return text === undefined ? undefined : sanitizeSvg(text, idPrefix, targetDocument)
}

function copyElement(source: Element, idPrefix: string, targetDocument: Document): Element | undefined {
  if (source.namespaceURI !== SVG_NS || !ALLOWED_ELEMENTS.has(source.localName)) return undefined
  const copy = targetDocument.createElementNS(SVG_NS, source.localName)
  for (const attribute of Array.from(source.attributes)) {
    const value = safeAttributeValue(attribute, idPrefix)
    if (value !== undefined) copy.setAttribute(attribute.localName, value)
  }
  for (const child of Array.from(source.children)) {
    const childCopy = copyElement(child, idPrefix, targetDocument)
    if (childCopy) copy.appendChild(childCopy)
  }
  return copy
}

function safeAttributeValue(attribute: Attr, idPrefix: string): string | undefined {
  const { localName, namespaceURI, value } = attribute
  const isPlainOrXlink = namespaceURI === null || (namespaceURI === XLINK_NS && localName === 'href')
  if (!isPlainOrXlink || !ALLOWED_ATTRIBUTES.has(localName)) return undefined
  if (localName === 'id') return `${idPrefix}-${value}`
  if (localName === 'href')
    return /^#[\w.:-]+$/.test(value.trim()) ? `#${idPrefix}-${value.trim().slice(1)}` : undefined
  if (!ANY_URL.test(value)) return value
  // Keep the value only if every url() in it is a local reference.
  const withoutLocalReferences = value.replace(URL_REFERENCE, '')
  if (ANY_URL.test(withoutLocalReferences)) return undefined
  return value.replace(URL_REFERENCE, (_match, _quote, id: string) => `url(#${idPrefix}-${id})`)
}

/** An icon sized only by width/height would not scale once those are removed; give it the matching viewBox. */
function ensureViewBox(copy: Element, source: Element): void {
  if (copy.hasAttribute('viewBox')) return
  const width = Number.parseFloat(source.getAttribute('width') ?? '')
  const height = Number.parseFloat(source.getAttribute('height') ?? '')
  if (width > 0 && height > 0) copy.setAttribute('viewBox', `0 0 ${width} ${height}`)
}
