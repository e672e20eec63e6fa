import { describe, expect, it } from 'vitest'
import { markdownTable } from './markdownTable.ts'

describe('markdownTable', () => {
  it('writes a header, a separator and one line per row, padded to the widest cell', () => {
    expect(
      markdownTable(
        ['route', 'req/s'],
        [
          ['/getWallets', '812'],
          ['config', '9'],
        ],
      ),
    ).toBe(
      ['| route       | req/s |', '| ----------- | ----- |', '| /getWallets | 812   |', '| config      | 9     |'].join(
        '\n',
      ),
    )
  })

  it('escapes a pipe inside a cell so it does not open a column', () => {
    expect(markdownTable(['a'], [['x|y']]).split('\n')[2]).toBe('| x\\|y |')
  })

  it('leaves a missing cell empty', () => {
    expect(markdownTable(['a', 'b'], [['1']]).split('\n')[2]).toBe('| 1   |     |')
  })
})
