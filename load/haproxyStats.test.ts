import { describe, expect, it } from 'vitest'
import { parseHaproxyStats, takesTraffic } from './haproxyStats.ts'

// The first columns of haproxy 2.6's stats CSV, as it prints them (the real header has about 100 columns).
const csv = [
  '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,weight',
  'api,FRONTEND,,,0,3,20000,10,1,2,0,0,0,,,,,OPEN,',
  'api,api1,0,0,0,1,,5,1,2,,0,,0,0,0,0,UP,1',
  'api,api2,0,0,0,1,,5,1,2,,0,,0,0,0,0,DOWN,1',
  'api,BACKEND,0,0,0,1,2000,10,1,2,0,0,,0,0,0,0,UP,2',
  'relay,relay1,0,0,0,1,,5,1,2,,0,,0,0,0,0,UP 1/2,1',
  '',
].join('\n')

describe('parseHaproxyStats', () => {
  it('lists each server with its backend and status, leaving out frontends and backends', () => {
    expect(parseHaproxyStats(csv)).toEqual([
      { backend: 'api', server: 'api1', status: 'UP' },
      { backend: 'api', server: 'api2', status: 'DOWN' },
      { backend: 'relay', server: 'relay1', status: 'UP 1/2' },
    ])
  })

  it('refuses text that is not the stats CSV', () => {
    expect(() => parseHaproxyStats('<html>')).toThrow(/not a haproxy stats CSV/)
  })
})

describe('takesTraffic', () => {
  it('counts an instance going down as still taking traffic, and one coming up as not yet', () => {
    expect(takesTraffic('UP')).toBe(true)
    expect(takesTraffic('UP 1/2')).toBe(true)
    expect(takesTraffic('DOWN 1/2')).toBe(false)
    expect(takesTraffic('DOWN')).toBe(false)
  })
})
