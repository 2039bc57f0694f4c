// The submit button under a settings form (the settings tabs and the news banner page).
import { Button } from './Button';

/** 'Salvar Configurações' under a settings form, full width on a phone. */
export function SaveSettingsButton({ saving }: { saving: boolean }) {
  return (
    <div className="mt-5 flex justify-end">
      <Button type="submit" busy={saving} className="w-full sm:w-auto">
        Salvar Configurações
      </Button>
    </div>
  );
}
