// The 'Conteúdo' tab shared by the event and news forms: cover image upload above the rich text.
import type { UploadFolder } from '@gn/core/schemas/upload';
import { ImageUpload } from './ImageUpload';
import { RichTextEditor } from './RichTextEditor';

type CoverAndBodyFieldsProps = {
  /** The cover image (a controlled field: its value and onChange). */
  cover: {
    folder: UploadFolder;
    hint: string;
    aspectClassName?: string;
    value: string | null | undefined;
    onChange: (url: string | null) => void;
    disabled: boolean;
  };
  /** The rich text (a controlled field) under its label, e.g. 'Descrição'. */
  body: {
    label: string;
    rows?: number;
    name: string;
    value: string | undefined;
    onChange: (value: string) => void;
    onBlur: () => void;
    error: string | undefined;
  };
};

/** The 'Conteúdo' tab of the event and news forms: the cover image above the text. */
export function CoverAndBodyFields({ cover, body }: CoverAndBodyFieldsProps) {
  return (
    <div className="space-y-6">
      <div className="max-w-2xl">
        <ImageUpload label="Imagem de capa" {...cover} />
      </div>
      <RichTextEditor
        label={body.label}
        value={body.value ?? ''}
        onChange={body.onChange}
        onBlur={body.onBlur}
        name={body.name}
        rows={body.rows}
        error={body.error}
      />
    </div>
  );
}
