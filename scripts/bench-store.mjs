// The demo store as the in-browser server keeps it (mocks/idb-store.ts): IndexedDB database
// `taskhive`, object store `store`, each collection in chunks keyed `name/000000` (an array of
// records each; older layouts kept one array under `name`, or each chunk as JSON text). These run
// inside the page (`page.evaluate`), so each is self-contained.

/** The stored records of the named collections (missing ones are absent). */
export async function readStored(names) {
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('taskhive')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  try {
    if (!database.objectStoreNames.contains('store')) return {}
    const store = database.transaction('store').objectStore('store')
    const read = (request) => new Promise((resolve, reject) => ((request.onsuccess = () => resolve(request.result)), (request.onerror = () => reject(request.error))))
    const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())])
    const out = {}
    keys.forEach((key, index) => {
      const name = String(key).split('/')[0]
      if (!names.includes(name)) return
      const value = values[index]
      out[name] = [...(out[name] ?? []), ...(typeof value === 'string' ? JSON.parse(value) : value)]
    })
    return out
  } finally {
    database.close()
  }
}

/** Replaces one collection's stored records (the page must reload for the server to see them). */
export async function writeStored({ name, rows }) {
  const database = await new Promise((resolve, reject) => {
    const request = indexedDB.open('taskhive')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  try {
    const transaction = database.transaction('store', 'readwrite')
    const store = transaction.objectStore('store')
    // Its old chunks go; the rows are chunked as the server does (CHUNK_SIZE ids a chunk, chunk 0 always there).
    const CHUNK_SIZE = 500
    const chunks = new Map([[0, []]])
    for (const row of rows) {
      const chunk = typeof row.id === 'number' ? Math.floor(row.id / CHUNK_SIZE) : 0
      if (!chunks.has(chunk)) chunks.set(chunk, [])
      chunks.get(chunk).push(row)
    }
    store.getAllKeys().onsuccess = (event) => {
      for (const key of event.target.result) if (key === name || String(key).startsWith(`${name}/`)) store.delete(key)
      for (const [chunk, part] of chunks) store.put(part, `${name}/${String(chunk).padStart(6, '0')}`)
    }
    await new Promise((resolve, reject) => {
      transaction.oncomplete = resolve
      transaction.onerror = () => reject(transaction.error)
    })
  } finally {
    database.close()
  }
}
