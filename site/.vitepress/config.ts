import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'

// The API reference's sidebar, written by TypeDoc (site/apiReference.ts) just before VitePress builds: one entry
// per package, whose page lists its members. Every member in the sidebar would be rendered into each of the 400
// pages (100 MB of HTML).
const apiSidebarFile = fileURLToPath(new URL('../api/typedoc-sidebar.json', import.meta.url))
const apiSidebar: DefaultTheme.SidebarItem[] = existsSync(apiSidebarFile)
  ? (JSON.parse(readFileSync(apiSidebarFile, 'utf8')) as DefaultTheme.SidebarItem[]).map(({ text, link }) => ({
      text,
      link,
    }))
  : []

const guide: DefaultTheme.SidebarItem[] = [
  {
    text: 'Guide',
    items: [
      { text: 'Quick start', link: '/guide/quick-start' },
      { text: 'Options', link: '/guide/options' },
      { text: 'Adapters and WalletConnect', link: '/guide/adapters' },
      { text: 'Hooks and components', link: '/guide/hooks' },
      { text: 'Theming', link: '/guide/theming' },
      { text: 'Languages', link: '/guide/languages' },
    ],
  },
  {
    text: 'Running it',
    items: [
      { text: 'Self-hosting', link: '/guide/self-hosting' },
      { text: 'Security model', link: '/guide/security' },
    ],
  },
  {
    text: 'Migrating',
    items: [
      { text: 'From Reown AppKit', link: '/migrate/appkit' },
      { text: 'From RainbowKit', link: '/migrate/rainbowkit' },
      { text: 'From ConnectKit', link: '/migrate/connectkit' },
    ],
  },
]

// Built offline by `npm run docs:build`: no search service, no fonts or scripts from elsewhere.
export default defineConfig({
  title: 'Foyer',
  description: 'An open, self-hostable wallet-connection modal',
  outDir: '.vitepress/dist',
  cacheDir: 'node_modules/.vitepress-cache',
  // The generated reference is rebuilt every time; a leftover test copy must not become pages.
  srcExclude: ['**/node_modules/**', 'README.md'],
  cleanUrls: false,
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/guide/quick-start' },
      { text: 'Self-hosting', link: '/guide/self-hosting' },
      { text: 'Migrating', link: '/migrate/appkit' },
      { text: 'API reference', link: '/api/' },
    ],
    sidebar: {
      '/guide/': guide,
      '/migrate/': guide,
      '/api/': [{ text: 'API reference', link: '/api/', items: apiSidebar }],
    },
    search: { provider: 'local' },
    outline: { level: [2, 3] },
  },
  // The local search index of 400 API pages is one 1.2 MB chunk, fetched only when the search box opens.
  vite: { build: { chunkSizeWarningLimit: 1500 } },
})
