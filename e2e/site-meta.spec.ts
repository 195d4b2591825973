import { expect, test } from '@playwright/test'

// Issue 17: what a shared link and an installed demo show.
test('the build carries a manifest with PNG icons, theme colours for both schemes and link-preview tags', async ({ page, request }) => {
  await page.goto('/')
  const head = page.locator('head')
  await expect(head.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', '#ffffff')
  await expect(head.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#242424')
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Taskhive')
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')

  const manifestHref = await head.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(manifestHref!)).json()) as { start_url: string; display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] }
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' })
  const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => `${icon.sizes} ${icon.purpose}`)
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))

  const images = [
    ...manifest.icons.map((icon) => icon.src),
    (await head.locator('meta[property="og:image"]').getAttribute('content'))!,
    (await head.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!,
  ]
  for (const src of images) {
    const response = await request.get(src)
    expect(response.status(), src).toBe(200)
    expect(response.headers()['content-type'], src).toMatch(/^image\//)
  }
  const og = await request.get((await head.locator('meta[property="og:image"]').getAttribute('content'))!)
  // A PNG of 1200×630: the width and height sit in the IHDR chunk.
  const bytes = await og.body()
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
})
