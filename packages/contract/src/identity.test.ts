import { describe, expect, it } from 'vitest';
import { documentExtension, normaliseFileName, requiresFaceCheck } from './identity';

describe('identity contract', () => {
  it('normalises file names as seed 000 section 5 says: dots removed except the last, lowercased', () => {
    expect(normaliseFileName('Meu.RG.Frente.JPG')).toBe('meurgfrente.jpg');
    expect(normaliseFileName('C:\\fotos\\RG.v2.PNG')).toBe('rgv2.png');
    expect(normaliseFileName('SEM_EXTENSAO')).toBe('sem_extensao');
  });

  it('knows the accepted extensions only', () => {
    for (const ext of ['jpg', 'jpeg', 'pdf', 'png', 'gif', 'heic', 'heif'])
      expect(documentExtension(`a.${ext.toUpperCase()}`)).toBe(ext);
    for (const name of ['a.exe', 'a.webp', 'a', 'a.jpg.exe']) expect(documentExtension(name)).toBeUndefined();
  });

  it('asks the face check of liveness types 3 and 4 only', () => {
    expect([2, 3, 4, null, 7].map(requiresFaceCheck)).toEqual([false, true, true, false, false]);
  });
});
