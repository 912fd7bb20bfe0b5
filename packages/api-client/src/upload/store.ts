/**
 * Where an uploader remembers the upload id of a file, so that after a reload the same file
 * continues from what the server holds. Synchronous or asynchronous (IndexedDB, a native store).
 */
export interface UploadStore {
  get(key: string): string | null | Promise<string | null>;
  set(key: string, id: string): void | Promise<void>;
  remove(key: string): void | Promise<void>;
}

/** The Web Storage calls a store needs (localStorage, sessionStorage). */
interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Keeps ids in this process only. */
export function memoryUploadStore(): UploadStore {
  const ids = new Map<string, string>();
  return {
    get: (key) => ids.get(key) ?? null,
    set: (key, id) => void ids.set(key, id),
    remove: (key) => void ids.delete(key),
  };
}

/** Keeps ids in Web Storage (localStorage by default); a storage that throws (private mode, quota) is ignored. */
export function webUploadStore(storage: WebStorage, prefix = 'cc-upload:'): UploadStore {
  return {
    get(key) {
      try {
        return storage.getItem(prefix + key);
      } catch {
        return null;
      }
    },
    set(key, id) {
      try {
        storage.setItem(prefix + key, id);
      } catch {
        // Resuming after a reload is a convenience; the upload goes on without it.
      }
    },
    remove(key) {
      try {
        storage.removeItem(prefix + key);
      } catch {
        // See set.
      }
    },
  };
}

/** localStorage where there is one (browsers), else memory (Node, workers). */
export function defaultUploadStore(): UploadStore {
  const storage = (globalThis as { localStorage?: WebStorage }).localStorage;
  return storage ? webUploadStore(storage) : memoryUploadStore();
}

/** The key a file's upload is remembered under: what identifies the same file after a reload. */
export function uploadKeyOf(file: Blob, name: string, purpose: string): string {
  const lastModified = (file as { lastModified?: number }).lastModified ?? 0;
  return `${purpose}:${name}:${file.size}:${lastModified}`;
}
