import { localPayload, closePayload } from '/work/main/tests/helpers/payload'
const payload = await localPayload('postgres://postgres:TIESCapwq4LRqcvFbc9VokQ734XgeEhTyxVnsalMjsQ@127.0.0.1:39949/app')
await payload.update({ collection: 'users', id: 1, data: { password: 'walk-admin-pw-2026' } })
const ed = await payload.find({ collection: 'users', where: { email: { equals: 'editor.walk@example.com' } } })
if (!ed.docs.length) await payload.create({ collection: 'users', data: { email: 'editor.walk@example.com', password: 'walk-editor-pw-2026', name: '이편집', role: 'editor' } })
await closePayload(payload)
console.log('ok')
