import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MODULE_REPLACING_FILES, STORY_TEST_SUFFIX } from './isolation'
import { filesUnder } from './source-files'

/** The unit test files, as vitest.config.ts names them (`src/…`, with forward slashes). */
function testFiles(): string[] {
  return ['src', 'mocks'].flatMap((top) => filesUnder(top, /\.test\.tsx?$/)).map((path) => path.split('\\').join('/'))
}

describe('test files that need modules of their own get them (vitest.config.ts)', () => {
  const files = testFiles().map((file) => ({ file, text: readFileSync(file, 'utf8') }))

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
