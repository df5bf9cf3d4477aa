import { ActionMenu } from '../../../shared/ui/action-menu.tsx';
import { communityCopy } from '../copy.ts';

export type MoreMenuProps = {
  /** Names the button and the menu, e.g. '글 메뉴'. */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The author's "⋮" menu (spec §6: only for `updateDeleteAuthority` ALL) with 수정하기 and 삭제하기. */
export function MoreMenu({ label, onEdit, onDelete }: MoreMenuProps) {
  return (
    <ActionMenu
      label={label}
      items={[
        { label: communityCopy.edit, onSelect: onEdit },
        { label: communityCopy.delete, onSelect: onDelete, tone: 'danger' },
      ]}
    />
  );
}
