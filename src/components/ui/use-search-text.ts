// A search box's text: what was typed, until the searched value changes underneath it (the URL
// changed: Back button, a cleared search), when the box shows that value again. State adjusted
// during render, so the box never shows the old text for a frame.
import { useState } from 'react';

export function useSearchText(value: string | undefined): [string, (text: string) => void] {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return [text, setText];
}
