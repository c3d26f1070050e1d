import { randomBytes } from 'node:crypto';

/** Object-store keys of identity files: only [a-z0-9._-] after the user's folder (store key rules). */
const safe = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-80) || 'arquivo';

/** Every document key of a user starts with this (SaveDocuments ends the open upload URLs under it). */
export const userDocumentsPrefix = (userId: number) => `identity/${userId}/documents/`;

/** A new key per upload URL and per saved document: keys are never reused (objects are immutable). */
export const documentKey = (userId: number, documentType: number, fileName: string) =>
  `${userDocumentsPrefix(userId)}${documentType}/${randomBytes(8).toString('hex')}-${safe(fileName)}`;

export const faceFrameKey = (userId: number, challengeId: string, index: number, ext: string) =>
  `identity/${userId}/face/${challengeId}/${index}.${ext}`;

/** A key belongs to the user's own documents folder (a SaveDocuments call cannot name another's). */
export const isUserDocumentKey = (key: string, userId: number, documentType: number) =>
  key.startsWith(`identity/${userId}/documents/${documentType}/`);
