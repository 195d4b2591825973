// The demo store as the in-browser server keeps it (mocks/idb-store.ts): IndexedDB database
// `taskhive`, object store `store`, one record per collection. These run inside the page
// (`page.evaluate`), so each is self-contained.

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
    const rows = await Promise.all(names.map((name) => new Promise((resolve) => (store.get(name).onsuccess = (event) => resolve(event.target.result)))))
    return Object.fromEntries(names.map((name, index) => [name, rows[index]]).filter(([, value]) => value !== undefined))
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
    transaction.objectStore('store').put(rows, name)
    await new Promise((resolve, reject) => {
      transaction.oncomplete = resolve
      transaction.onerror = () => reject(transaction.error)
    })
  } finally {
    database.close()
  }
}
