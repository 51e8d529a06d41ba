import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { root, startSite } from '../helpers/site'

it('refuses a production start without secrets, in one clear line', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'start-config-'))
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir }
  delete env.PAYLOAD_SECRET
  delete env.BETTER_AUTH_SECRET
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: env as NodeJS.ProcessEnv,
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8')
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  await rm(dataDir, { recursive: true, force: true })

  expect(code).toBe(1)
  expect(stderr.trim().split('\n')).toHaveLength(1)
  expect(stderr).toContain('PAYLOAD_SECRET이(가) 설정되지 않았습니다')
})

it('stops with a Korean line when another program holds its port, instead of never serving', async () => {
  const holder = net.createServer()
  await new Promise<void>((resolve) => holder.listen(0, '0.0.0.0', resolve))
  const { port } = holder.address() as net.AddressInfo
  try {
    await expect(startSite({ env: { PORT: String(port) } })).rejects.toThrow(
      new RegExp(`start exited with 1:[^]*포트 ${port}을\\(를\\) 이미 다른 프로그램이 쓰고 있습니다`),
    )
  } finally {
    holder.close()
  }
})
