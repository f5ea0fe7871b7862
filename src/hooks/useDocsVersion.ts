import { useCallback, useEffect, useState } from 'react';
import siteConfig from '../../site.config';
import { STORAGE_KEYS, readStorage, writeStorage } from '../utils/storage';

/** The reader's preferred docs version, remembered in local storage; unknown stored names fall back to current. */
export function useDocsVersion(): { preferred: string; choose: (name: string) => void } {
  const [preferred, setPreferred] = useState('current');
  useEffect(() => {
    const stored = readStorage(STORAGE_KEYS.docsVersion);
    if (stored && stored in siteConfig.docs.versions) setPreferred(stored);
  }, []);
  const choose = useCallback((name: string) => {
    if (!(name in siteConfig.docs.versions)) {
      throw new Error(`Docs version "${name}" not found. Available versions: ${Object.keys(siteConfig.docs.versions).join(', ')}.`);
    }
    writeStorage(STORAGE_KEYS.docsVersion, name);
    setPreferred(name);
  }, []);
  return { preferred, choose };
}
