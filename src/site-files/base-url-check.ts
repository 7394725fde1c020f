/**
 * The script the home page loads when its stylesheet could not load: when the page is not at the base URL, the site
 * is served under a path its config does not expect, and a banner says what to set. The banner is added by script
 * only, so crawlers never see it, and styled inline since the stylesheet is what failed.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  return (
    `(function(){var b=${JSON.stringify(baseUrl)},p=location.pathname.replace(/index\\.html$/,''),s=p.replace(/\\/?$/,'/');if(p===b)return;` +
    `function show(){var d=document.createElement('div');d.id='base-url-banner';d.setAttribute('role','alert');` +
    `d.style.cssText='padding:12px 16px;background:#fff3cd;color:#3d2e00;border-bottom:2px solid #b38600;font:16px/1.5 system-ui,sans-serif';` +
    `d.textContent='This site is configured for the base URL "'+b+'", but it is served at "'+p+'", so its styles and scripts cannot load. Set baseUrl to "'+s+'" in site.config.ts (or build with --base-url '+s+').';` +
    `document.body.prepend(d)}document.readyState==='loading'?document.addEventListener('DOMContentLoaded',show):show()})()`
  );
}
