import { colorInputSchema, colorSchema, colorToHex, type Color } from '@curio/shared';
import { useColors } from '@/features/catalog/api/get-lookups';
import { catalogKeys } from '@/features/catalog/api/query-keys';
import { agentsQueryKey } from '@/features/profile/api/get-agents';
import { LookupManager } from '../../common/components/lookup-manager';
import { adminAgentsQueryKey } from '../../agents/api/admin-agents';
import { ColorLetterSwatch } from './color-letter-swatch';
import { ColorPreview } from './color-preview';

const endpoint = {
  path: '/api/colors',
  queryKey: catalogKeys.colors,
  itemSchema: colorSchema,
  // Agents show their theme colour's name.
  alsoInvalidate: [agentsQueryKey, adminAgentsQueryKey],
};

/** The Colors tab: a name checked against the colour table, a live swatch, and the list. */
export function ColorsTab() {
  const query = useColors();
  return (
    <LookupManager<Color>
      kind="colors"
      query={query}
      endpoint={endpoint}
      field="color"
      fieldSchema={colorInputSchema.shape.color}
      nameOf={(color) => color.color}
      visualOf={(color) => <ColorLetterSwatch name={color.color} />}
      metaOf={(color) => <span className="font-mono text-xs">{colorToHex(color.color)}</span>}
      preview={(value) => <ColorPreview value={value} />}
    />
  );
}
