import type { commonEndpoints } from '@ceping/contract';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointResult } from '../../api/endpoint.ts';
import { RequestError, upload } from '../../api/request.ts';
import { withBaseUrl } from '../../utils/format.ts';
import { checkCount, checkFile, displayName, parseUrls, type UploadRules } from './validate.ts';

/** Body of `POST /common/upload` (a file already in the value has only its stored name). */
export type UploadResult = Partial<EndpointResult<typeof commonEndpoints.upload>> & { fileName: string };

export interface UploadFieldOptions extends UploadRules {
  value: string | readonly string[] | null | undefined;
  onChange?: (value: string) => void;
  action: string;
  limit: number;
}

function toFile(stored: string): UploadFile<UploadResult> {
  return { uid: stored, name: displayName(stored), status: 'done', url: withBaseUrl(stored), response: { fileName: stored } };
}

/** Stored paths of the finished files, in list order. */
function storedPaths(list: readonly UploadFile<UploadResult>[]): string[] {
  return list.filter((f) => f.status === 'done' && f.response?.fileName).map((f) => f.response!.fileName);
}

/**
 * State and antd Upload props shared by FileUpload and ImageUpload: validation before upload,
 * the POST through the request client, and the value as comma-separated stored paths.
 */
export function useUploadField(options: UploadFieldOptions) {
  const { value, onChange, action, limit, fileType, fileSize, image } = options;
  const { t } = useTranslation('widgets');
  const { message } = App.useApp();
  const [fileList, setFileList] = useState<UploadFile<UploadResult>[]>(() => parseUrls(value).map(toFile));
  const emitted = useRef<string>(parseUrls(value).join(','));
  const pending = useRef(0);

  const incoming = parseUrls(value).join(',');
  useEffect(() => {
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    setFileList((list) => [...parseUrls(incoming).map(toFile), ...list.filter((f) => f.status === 'uploading')]);
  }, [incoming]);

  const emit = (list: UploadFile<UploadResult>[]) => {
    const next = storedPaths(list).join(',');
    emitted.current = next;
    onChange?.(next);
  };

  const loadingKey = image ? 'image-upload' : 'file-upload';
  const settle = () => {
    pending.current = Math.max(0, pending.current - 1);
    if (pending.current === 0) message.destroy(loadingKey);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const kept = fileList.filter((f) => f.status !== 'error').length;
    const countProblem = checkCount(kept, batch.length, limit);
    if (countProblem) {
      if (batch[0] === file) message.error(t(countProblem.key, countProblem.values));
      return Upload.LIST_IGNORE;
    }
    const problem = checkFile(file, { fileType, fileSize, image });
    if (problem) {
      message.error(t(problem.key, problem.values));
      return Upload.LIST_IGNORE;
    }
    pending.current += 1;
    message.loading({ key: loadingKey, content: t(image ? 'upload.uploadingImage' : 'upload.uploading'), duration: 0 });
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const form = new FormData();
    form.append('file', file as Blob);
    upload<UploadResult>(action, form)
      .then((res) => onSuccess?.(res))
      .catch((err: unknown) => onError?.(err instanceof Error ? err : new Error(String(err))));
  };

  const handleChange: UploadProps<UploadResult>['onChange'] = ({ file, fileList: next }) => {
    if (file.status === 'done') {
      settle();
      const list = next.map((f) => (f.uid === file.uid && f.response ? { ...f, url: withBaseUrl(f.response.fileName), name: f.name } : f));
      setFileList(list);
      emit(list);
      return;
    }
    if (file.status === 'error') {
      settle();
      // One message per failure: the request client has already shown the server's (or the
      // transport's) reason when it says so; otherwise the generic failure text.
      if (!(file.error instanceof RequestError && file.error.shown)) message.error(t(image ? 'upload.imageFailed' : 'upload.fileFailed'));
      setFileList(next.filter((f) => f.uid !== file.uid));
      return;
    }
    if (file.status === 'removed') {
      setFileList(next);
      emit(next);
      return;
    }
    setFileList(next);
  };

  return {
    fileList,
    count: fileList.length,
    uploadProps: {
      fileList,
      beforeUpload,
      customRequest,
      onChange: handleChange,
      accept: fileType.length > 0 ? fileType.map((ext) => `.${ext}`).join(',') : undefined,
      multiple: limit !== 1,
    } satisfies UploadProps<UploadResult>,
  };
}
