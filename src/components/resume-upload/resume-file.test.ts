import { describe, expect, it } from 'vitest';
import { fileSizeLabel, resumeFileProblem } from './resume-file';

describe('resumeFileProblem', () => {
  it('accepts pdf, doc and docx up to 26,214,400 bytes, whatever the case of the extension', () => {
    expect(resumeFileProblem({ name: 'cv.pdf', size: 1 })).toBeNull();
    expect(resumeFileProblem({ name: 'CV.DOCX', size: 26_214_400 })).toBeNull();
    expect(resumeFileProblem({ name: 'old.doc', size: 5000 })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(resumeFileProblem({ name: 'photo.png', size: 10 })).toBe('Please choose a PDF, DOC or DOCX file.');
    expect(resumeFileProblem({ name: 'resume', size: 10 })).toBe('Please choose a PDF, DOC or DOCX file.');
    expect(resumeFileProblem({ name: 'cv.pdf', size: 0 })).toBe('This file is empty. Please choose another one.');
    expect(resumeFileProblem({ name: 'cv.pdf', size: 26_214_401 })).toBe(
      'This file is larger than 25 MB. Please choose a smaller one.',
    );
  });

  it('labels sizes for people', () => {
    expect(fileSizeLabel(512)).toBe('512 B');
    expect(fileSizeLabel(184_320)).toBe('180 KB');
    expect(fileSizeLabel(3_500_000)).toBe('3.3 MB');
  });
});
