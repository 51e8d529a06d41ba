/** URL-safe alphabet of 64 characters, as nanoid uses: 21 of them carry 126 random bits. */
const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict'

/** A random id of `size` characters (modal ids have 21), from the browser's or Node's CSPRNG. */
export function randomId(size = 21): string {
  const bytes = crypto.getRandomValues(new Uint8Array(size))
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte & 63]
  return id
}
