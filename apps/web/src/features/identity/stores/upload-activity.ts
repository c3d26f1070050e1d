import { create } from 'zustand';

/** Whether a document upload is running (the leave confirmation and the section guard read it). */
export const useUploadActivity = create<{ uploading: boolean; setUploading(v: boolean): void }>((set) => ({
  uploading: false,
  setUploading: (uploading) => set({ uploading }),
}));
