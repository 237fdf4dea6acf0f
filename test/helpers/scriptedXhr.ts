/**
 * The browser's XMLHttpRequest as an upload uses it, scripted: the upload progress events of `loaded` (of `total`
 * bytes), then a 200 answer, at once or when the test calls `answer()`. msw emits only an upload's final event, so
 * tests of progress stub the global with this (`vi.stubGlobal('XMLHttpRequest', xhr.Xhr)`).
 */
export function scriptedXhr(loaded: readonly number[], total: number, { answerAtOnce = true } = {}) {
  const control = { answer: () => {} };
  class ScriptedXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      for (const bytes of loaded) this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: bytes, total }));
      control.answer = () => {
        this.status = 200;
        this.onload?.();
      };
      if (answerAtOnce) queueMicrotask(control.answer);
    }
  }
  return { Xhr: ScriptedXhr, control };
}
