import { defineConfig } from 'sitegen-cli';

export default defineConfig({
  title: 'SplitScreen.Me',
  tagline: 'Nucleus Co-op adds split-screen play to hundreds of PC games',
  url: 'https://www.splitscreen.me',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  image: '/img/social-card.png',
  navbar: {
    title: 'SplitScreen.Me',
    logo: { src: '/img/logo.svg', alt: 'SplitScreen.Me logo' },
    items: [
      { label: 'Games Hub', href: 'https://hub.splitscreen.me/', target: '_self', position: 'left' },
      { label: 'Docs', to: '/docs/installation', activeBasePath: '/docs', position: 'left' },
      { label: 'Tutorial', to: '/blog', position: 'left' },
      { label: 'GitHub', href: 'https://github.com/SplitScreen-Me', position: 'right' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Installation', to: '/docs/installation' },
          { label: 'How to use', to: '/docs/usage' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Reddit', href: 'https://www.reddit.com/r/nucleuscoop/' },
          { label: 'Discord', href: 'https://discord.gg/qnbZtpECYg' },
          { label: 'Steam group', href: 'https://steamcommunity.com/groups/nucleuscoop' },
        ],
      },
      {
        title: 'Social',
        items: [
          { label: 'Tutorial', to: '/blog' },
          { label: 'GitHub', href: 'https://github.com/SplitScreen-Me' },
          { label: 'Steam Curator Page', href: 'https://store.steampowered.com/curator/26348881-Nucleus-Coop/' },
        ],
      },
    ],
    copyright: 'Copyright © 2025 SplitScreen.Me',
  },
  docs: {
    routeBasePath: '/docs',
    mainDocId: 'what-is-splitscreen-me',
    sidebar: [
      { type: 'category', label: 'About', items: ['what-is-splitscreen-me'] },
      { type: 'category', label: 'Getting Started', items: ['installation', 'usage', 'faq', 'proto'] },
      { type: 'category', label: 'Games', items: ['games'] },
      { type: 'category', label: 'Handlers', items: ['handlers', 'create-handlers', 'kbm-setup', 'handler-api'] },
    ],
    editUrl: 'https://github.com/SplitScreen-Me/splitscreenme-www/edit/master/',
    showLastUpdateAuthor: true,
    lastUpdateAuthorNames: { 'maintainers@users.noreply.a-seed-48e68124.example': 'the SplitScreen.Me team' },
    showLastUpdateTime: true,
    versionLabel: 'Next',
  },
  blog: {
    routeBasePath: '/blog',
    title: 'Tutorials',
    description: 'Tutorials and news from the SplitScreen.Me community',
    postsPerPage: 10,
    feed: { type: 'all', title: 'SplitScreen.Me Tutorials' },
  },
  theme: { customCss: 'content/splitscreen.css' },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  links: { onBrokenLinks: 'throw', onBrokenAnchors: 'throw', onBrokenMarkdownLinks: 'warn' },
});
