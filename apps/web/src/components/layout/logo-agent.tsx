import { luminanceOf, swatchHex } from '@curio/shared';

/** The signed-in user's agent after the logo, in the agent's theme colour (co-branding). */
export function LogoAgent({ name, colorName }: { name: string; colorName: string }) {
  const color = swatchHex(colorName);
  return (
    <>
      <span aria-hidden="true" className="h-5 w-px shrink-0 bg-neutral-300" />
      <span
        data-testid="logo-agent"
        style={{
          color,
          // A pale theme colour (gold, yellow) keeps its shape on the white bar.
          textShadow: luminanceOf(color) > 0.5 ? '0 0 1px rgb(0 0 0 / 0.55)' : undefined,
        }}
        className="truncate text-lg font-extrabold tracking-wide"
      >
        {name}
      </span>
    </>
  );
}
