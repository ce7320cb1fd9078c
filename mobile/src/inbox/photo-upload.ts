import { createContext, useContext } from 'react';

/** A photo as the picker hands it over: a local file on the phone. */
export type PickedPhoto = { uri: string; name: string; type: string; size: number | null };

export type UploadRequest = {
  /** The REST address: <api>/api/conversations/{id}/attachments/ */
  url: string;
  accessToken: string | null;
  photo: PickedPhoto;
  onProgress: (fraction: number) => void;
};

/** The HTTP status and the parsed JSON body (null when there was none). */
export type UploadAnswer = { status: number; body: unknown };

/** Sends one file as multipart field `file`; rejects only when no answer came (network). */
export type PhotoUploader = (request: UploadRequest) => Promise<UploadAnswer>;

/**
 * React Native's XMLHttpRequest reads the file from its uri itself and reports upload progress,
 * which fetch does not.
 */
export const xhrUploader: PhotoUploader = ({ url, accessToken, photo, onProgress }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.ontimeout = () => reject(new Error('network'));
    const form = new FormData();
    // React Native's FormData takes a file as { uri, name, type }.
    form.append('file', { uri: photo.uri, name: photo.name, type: photo.type } as unknown as Blob);
    xhr.send(form);
  });

/** Where uploads go and how; tests give a Node uploader and the test api's address. */
export type PhotoUploadConfig = { apiUrl: string; upload: PhotoUploader };

export const PhotoUploadContext = createContext<PhotoUploadConfig | null>(null);

/** The site's origin (the graph's minus its path): one server serves /api/ and /graphql. */
export function apiOrigin(graphUrl: string): string {
  return new URL(graphUrl).origin;
}

export function usePhotoUploadConfig(graphUrl: string): PhotoUploadConfig {
  return useContext(PhotoUploadContext) ?? { apiUrl: apiOrigin(graphUrl), upload: xhrUploader };
}
