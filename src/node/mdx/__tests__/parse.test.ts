/** @jest-environment node */
import { parseMdx } from '../parse';

const FILE = 'content/docs/es/ejemplo.mdx';
const page = (body: string) => `---\ntitle: Ejemplo\n---\n\n${body}\n`;

describe('parseMdx', () => {
  it("reads GFM's tables", () => {
    const { tree } = parseMdx(page('| Código | Significado |\n| --- | --- |\n| `0000` | Autorizada |'), FILE);
    expect(tree.children.map((node) => node.type)).toEqual(['table']);
  });

  it('takes web and email addresses inside links, code and JSX as written', () => {
    const text = [
      'Lee [https://sandbox.tesela.es](https://sandbox.tesela.es) o escribe a [soporte](mailto:soporte@tesela.es).',
      'La URL base es `https://api.tesela.es/payment/v1` y el correo `pagos@tesela.es`.',
      '<Card href="https://tesela.es">https://tesela.es</Card>',
      'Unos ~30 minutos, o ~2 horas: una tilde sola es texto.',
    ].join('\n\n');
    expect(() => parseMdx(page(text), FILE)).not.toThrow();
  });

  it.each([
    ['a bare web address', 'Consulta https://tesela.es/estado para saber más.', 'a bare web address is not a link'],
    ['a bare www address', 'Visita www.tesela.es hoy.', 'a bare web address is not a link'],
    ['a bare email address', 'Escribe a soporte@tesela.es si falla.', 'a bare email address is not a link'],
    ['strikethrough', 'El límite era ~~500 €~~ y ahora es 1000 €.', 'strikethrough (~~text~~) is not supported'],
    ['a footnote reference', 'La norma lo exige[^1].', 'footnotes ([^label]) are not supported'],
    ['a footnote definition read as a link reference', 'Texto[^nota].\n\n[^nota]: RTS', 'footnotes ([^label]) are not supported'],
    ['a task list', '- [ ] Crear la clave\n- [x] Probar en el sandbox', 'task lists (- [ ] item) are not supported'],
  ])('fails on %s, which GFM would have read, naming the file and line', (_what, body, message) => {
    expect(() => parseMdx(page(`Primera línea.\n\n${body}`), FILE)).toThrow(`${FILE}:7: ${message}`);
  });
});
