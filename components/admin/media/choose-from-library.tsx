'use client';
// 'Choose from library' for editors (issue 10 item 6): an outline button that opens the MediaPicker and hands
// back the picked image's URL. `context` (screen-reader only) names the field it fills, so each button has its
// own accessible name that still begins with its visible text.
import * as React from 'react';
import { ImagePlusIcon as ImagePlus } from '@/components/icons/image-plus';
import { Button } from '@/components/ui/button';
import { MediaPicker } from '@/components/admin/media/media-picker';
import type { MediaItemView } from '@/lib/domain/media';

export function ChooseFromLibrary({
  onPick,
  context,
  text = 'Choose from library',
  title,
  disabled,
}: {
  onPick: (url: string, item: MediaItemView) => void;
  /** Read after the visible text, e.g. 'for the gallery' → 'Choose from library for the gallery'. */
  context?: string;
  text?: string;
  title?: string;
  disabled?: boolean;
}) {
  return (
    <MediaPicker
      onPick={onPick}
      title={title}
      trigger={
        <Button type="button" variant="outline" size="sm" disabled={disabled} className="w-fit">
          <ImagePlus aria-hidden="true" />
          {text}
          {context ? <span className="sr-only"> {context}</span> : null}
        </Button>
      }
    />
  );
}
