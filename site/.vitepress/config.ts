import { defineConfig } from 'vitepress'

// Built offline by `npm run docs:build`: no search service, no fonts or scripts from elsewhere.
export default defineConfig({
  title: 'Foyer',
  description: 'An open, self-hostable wallet-connection modal',
  outDir: '.vitepress/dist',
  cacheDir: 'node_modules/.vitepress-cache',
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/quick-start' }],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Quick start', link: '/guide/quick-start' },
          { text: 'Hooks and components', link: '/guide/hooks' },
        ],
      },
    ],
  },
})
