/** `npm run container:tree [DEST]`: the production image's folder (default `.container/`), see scripts/lib/container-tree.ts. */
import path from 'node:path'
import { assembleContainerTree } from './lib/container-tree'
import { root } from './lib/runtime-env'

const target = path.resolve(root, process.argv[2] ?? '.container')
await assembleContainerTree(target)
console.log(`컨테이너 이미지용 폴더를 만들었습니다: ${target}`)
