import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MODULE_REPLACING_FILES, STORY_TEST_SUFFIX } from './isolation'

const ROOT = join(import.meta.dirname, '../..')

function testFiles(): string[] {
  return ['src', 'mocks'].flatMap((top) =>
    readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${top}/${file.split('\\').join('/')}`),
  )
}

describe('test files that need modules of their own get them (vitest.config.ts)', () => {
  const files = testFiles().map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }))

  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it('every file that replaces a module is listed', () => {
    const replacing = files.filter(({ text }) => /\bvi\.(do)?mock\(/.test(text)).map(({ file }) => file)
    expect(replacing.length).toBeGreaterThan(0)
    expect(replacing.sort()).toEqual([...MODULE_REPLACING_FILES].sort())
  })

  it(`every file that renders stories is named *${STORY_TEST_SUFFIX}`, () => {
    const rendering = files.filter(({ text }) => /from '(@storybook\/[^']+|storybook\/test|[./]+\/stories\/[^']+)'/.test(text)).map(({ file }) => file)
    expect(rendering.length).toBeGreaterThan(0)
    for (const file of rendering) expect(file).toMatch(new RegExp(`${STORY_TEST_SUFFIX.replace(/\./g, '\\.')}$`))
  })
})
