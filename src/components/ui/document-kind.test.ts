import { describe, expect, it } from 'vitest';
import { documentKindOf, documentName, extensionOf, officeViewerUrl } from './document-kind';

describe('documentKindOf', () => {
  it.each([
    ['/files/intro.mp4', 'video'],
    ['/files/intro.webm', 'video'],
    ['/files/intro.AVI', 'video'],
    ['/files/resume.pdf', 'pdf'],
    ['/files/resume.docx', 'word'],
    ['/files/resume.doc', 'word'],
    ['/files/logo.jpeg', 'image'],
    ['/files/logo.jpg', 'image'],
    ['/files/logo.svg', 'image'],
    ['/files/logo.png', 'image'],
    ['/files/archive.zip', 'other'],
    ['/files/no-extension', 'other'],
    ['/files/resume.pdf?download=1#page=2', 'pdf'],
  ])('%s → %s by extension', (url, kind) => {
    expect(documentKindOf({ url })).toBe(kind);
  });

  it('prefers the mime type detected by the server', () => {
    expect(documentKindOf({ url: '/files/ab12', mimeType: 'application/pdf' })).toBe('pdf');
    expect(documentKindOf({ url: '/files/ab12.pdf', mimeType: 'image/png' })).toBe('image');
    expect(
      documentKindOf({
        url: '/files/x',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe('word');
  });

  it('falls back from an unknown mime type to the name, then to the url', () => {
    expect(documentKindOf({ url: '/files/ab12', name: 'cv.docx', mimeType: 'application/octet-stream' })).toBe('word');
    expect(documentKindOf({ url: '/files/ab12.mp4', name: 'clip' })).toBe('video');
  });
});

describe('helpers', () => {
  it('reads extensions', () => {
    expect(extensionOf('Resume.Final.PDF')).toBe('pdf');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf(undefined)).toBe('');
  });

  it('names a document by its name or the last url segment', () => {
    expect(documentName({ url: '/files/a.pdf', name: 'Offer letter.pdf' })).toBe('Offer letter.pdf');
    expect(documentName({ url: '/files/Offer%20letter.pdf?x=1' })).toBe('Offer letter.pdf');
  });

  it('builds the online viewer url from the absolute file url', () => {
    expect(officeViewerUrl('/files/cv.docx')).toBe(
      `https://view.officeapps.live.com/op/embed.aspx?src=${encodeURIComponent(`${window.location.origin}/files/cv.docx`)}`,
    );
  });
});
