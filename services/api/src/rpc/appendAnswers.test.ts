import { describe, expect, it } from 'vitest'
import { appendAnswers } from './appendAnswers.ts'

const refused = { jsonrpc: '2.0', id: 9, error: { code: -32601, message: 'Requested RPC call is not allowed' } }

describe('appendAnswers', () => {
  it("adds the proxy's answers after the node's array", () => {
    const node = ' [{"jsonrpc":"2.0","id":1,"result":"0x1"}] \n'
    expect(JSON.parse(appendAnswers(node, [refused]))).toEqual([{ jsonrpc: '2.0', id: 1, result: '0x1' }, refused])
  })

  it("wraps a node's single answer to the whole batch, and an empty array, into one list", () => {
    expect(JSON.parse(appendAnswers('{"jsonrpc":"2.0","id":null,"error":{}}', [refused]))).toHaveLength(2)
    expect(JSON.parse(appendAnswers('[ ]', [refused]))).toEqual([refused])
  })

  it('answers with its own answers alone when the node answered a batch of notifications with nothing', () => {
    expect(JSON.parse(appendAnswers('', [refused]))).toEqual([refused])
    expect(JSON.parse(appendAnswers(' \n', [refused]))).toEqual([refused])
  })
})
