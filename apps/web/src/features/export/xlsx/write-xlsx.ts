import { strToU8, zipSync } from 'fflate';
import {
  cellDecimals,
  type CellStyle,
  type SheetCell,
  type SheetChart,
  type SheetModel,
} from '@kalkulator/core';

// A small SpreadsheetML writer: inline strings, numbers, formulas with their computed value, a few styles,
// merged cells and column widths; Excel recalculates on open (fullCalcOnLoad).

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

/** cellXfs index of each style (order of the <xf> list in STYLES below). */
const STYLE_INDEX: Record<CellStyle, number> = {
  title: 1,
  subtitle: 2,
  label: 3,
  text: 4,
  header: 5,
  section: 6,
  money: 7,
  moneyStrong: 8,
  quantity: 9,
  percent: 10,
  strong: 11,
  note: 12,
  coefficient: 13,
  weight: 14,
  bar: 15,
};

/**
 * A quantity or coefficient is shown with the decimals its value has (0,1125 m³, 0,01375 OH, 12 m³), as the PDF
 * prints it: one cell format per count of decimals, 0 to 6 (numFmt 168–173), after the styles above;
 * "#,##0.######" would leave "12," on a whole number. Styles 9 and 13 (4 and 6 decimals) serve a cell without a
 * numeric value.
 */
const MOST_DECIMALS = 6;
const FIRST_DECIMALS_STYLE = 16;
const decimalFormats = Array.from(
  { length: MOST_DECIMALS },
  (_, index) => `<numFmt numFmtId="${168 + index}" formatCode="#,##0.${'0'.repeat(index + 1)}"/>`,
).join('');
// Built-in format 3 is "#,##0".
const decimalStyles = Array.from(
  { length: MOST_DECIMALS + 1 },
  (_, decimals) =>
    `<xf numFmtId="${decimals === 0 ? 3 : 167 + decimals}" fontId="0" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyBorder="1"/>`,
).join('\n');

function styleIndex(cell: SheetCell): number | null {
  if (!cell.style) return null;
  const decimals = cellDecimals(cell);
  return decimals === null
    ? STYLE_INDEX[cell.style]
    : FIRST_DECIMALS_STYLE + Math.min(decimals, MOST_DECIMALS);
}

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}">
<numFmts count="${2 + MOST_DECIMALS}"><numFmt numFmtId="164" formatCode="&quot;Rp&quot;\\ #,##0"/><numFmt numFmtId="167" formatCode="0.00"/>${decimalFormats}</numFmts>
<fonts count="5">
<font><sz val="11"/><name val="Calibri"/></font>
<font><b/><sz val="11"/><name val="Calibri"/></font>
<font><b/><sz val="14"/><name val="Calibri"/></font>
<font><i/><sz val="9"/><color rgb="FF64748B"/><name val="Calibri"/></font>
<font><b/><sz val="11"/><color rgb="FFFFFFFF"/><name val="Calibri"/></font>
</fonts>
<fills count="5"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>
<fill><patternFill patternType="solid"><fgColor rgb="FF1E293B"/><bgColor indexed="64"/></patternFill></fill>
<fill><patternFill patternType="solid"><fgColor rgb="FFFEF3C7"/><bgColor indexed="64"/></patternFill></fill>
<fill><patternFill patternType="solid"><fgColor rgb="FF93C5FD"/><bgColor indexed="64"/></patternFill></fill></fills>
<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>
<border><left style="thin"><color rgb="FFCBD5E1"/></left><right style="thin"><color rgb="FFCBD5E1"/></right><top style="thin"><color rgb="FFCBD5E1"/></top><bottom style="thin"><color rgb="FFCBD5E1"/></bottom><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="${FIRST_DECIMALS_STYLE + MOST_DECIMALS + 1}">
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>
<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="0" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="0" fontId="0" fillId="0" borderId="1" xfId="0" applyBorder="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>
<xf numFmtId="0" fontId="4" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment horizontal="center" vertical="center" wrapText="1"/></xf>
<xf numFmtId="0" fontId="1" fillId="3" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1"/>
<xf numFmtId="164" fontId="0" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyBorder="1"/>
<xf numFmtId="164" fontId="1" fillId="3" borderId="1" xfId="0" applyNumberFormat="1" applyFont="1" applyFill="1" applyBorder="1"/>
<xf numFmtId="171" fontId="0" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyBorder="1"/>
<xf numFmtId="10" fontId="1" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyFont="1" applyBorder="1"/>
<xf numFmtId="0" fontId="1" fillId="0" borderId="1" xfId="0" applyFont="1" applyBorder="1"/>
<xf numFmtId="0" fontId="3" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf>
<xf numFmtId="173" fontId="0" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyBorder="1"/>
<xf numFmtId="167" fontId="0" fillId="0" borderId="1" xfId="0" applyNumberFormat="1" applyBorder="1"/>
<xf numFmtId="167" fontId="0" fillId="4" borderId="1" xfId="0" applyNumberFormat="1" applyFill="1" applyBorder="1"/>
${decimalStyles}
</cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

function cellXml(cell: SheetCell, at: string): string {
  const index = styleIndex(cell);
  const style = index === null ? '' : ` s="${index}"`;
  if (cell.formula) {
    const cached =
      typeof cell.value === 'number' && Number.isFinite(cell.value) ? `<v>${cell.value}</v>` : '';
    return `<c r="${at}"${style}><f>${escapeXml(cell.formula)}</f>${cached}</c>`;
  }
  if (typeof cell.value === 'number') {
    return `<c r="${at}"${style}><v>${Number.isFinite(cell.value) ? cell.value : 0}</v></c>`;
  }
  if (cell.value === undefined || cell.value === '') return `<c r="${at}"${style}/>`;
  return `<c r="${at}"${style} t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell.value)}</t></is></c>`;
}

function sheetXml(sheet: SheetModel, drawing = false): string {
  const cols = sheet.columns
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const rows = sheet.rows
    .map((cells, rowIndex) => {
      const row = rowIndex + 1;
      const xml = cells
        .map((cell, column) => (cell ? cellXml(cell, `${columnName(column)}${row}`) : ''))
        .join('');
      // A header of wrapped column titles ("Mulai (hari ke-)") gets the height of two lines.
      const tall = cells.some((cell) => cell?.style === 'header') ? ' ht="30" customHeight="1"' : '';
      return `<row r="${row}"${tall}>${xml}</row>`;
    })
    .join('');
  const merges = sheet.merges.length
    ? `<mergeCells count="${sheet.merges.length}">${sheet.merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`
    : '';
  const orientation = sheet.landscape ? 'landscape' : 'portrait';
  // Every printed page names the project at the top and counts pages at the bottom.
  const headerFooter = sheet.pageHeader
    ? `<headerFooter><oddHeader>${escapeXml(`&C${sheet.pageHeader.replace(/&/g, '&&')}`)}</oddHeader><oddFooter>${escapeXml('&CHalaman &P dari &N')}</oddFooter></headerFooter>`
    : '';
  return `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData>${rows}</sheetData>${merges}<pageMargins left="0.5" right="0.5" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><pageSetup paperSize="9" orientation="${orientation}" fitToWidth="1" fitToHeight="0"/>${headerFooter}${drawing ? '<drawing r:id="rId1"/>' : ''}</worksheet>`;
}

const C_NS = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const XDR_NS = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';

/** "G7:L7" of sheet "Jadwal" → 'Jadwal'!$G$7:$L$7 */
function absolute(sheetName: string, range: string): string {
  const [from, to] = range.split(':').map((at) => at.replace(/^([A-Z]+)(\d+)$/, '$$$1$$$2'));
  return escapeXml(`'${sheetName.replace(/'/g, "''")}'!${from}:${to}`);
}

/** A column chart with a line over it on the same axes (the weekly plan and the S-curve). */
function chartXml(sheetName: string, chart: SheetChart): string {
  const categories = `<c:cat><c:strRef><c:f>${absolute(sheetName, chart.categories)}</c:f></c:strRef></c:cat>`;
  const values = (range: string) =>
    `<c:val><c:numRef><c:f>${absolute(sheetName, range)}</c:f></c:numRef></c:val>`;
  const colour = (rgb: string, line = false) =>
    line
      ? `<c:spPr><a:ln w="28575"><a:solidFill><a:srgbClr val="${rgb}"/></a:solidFill></a:ln></c:spPr>`
      : `<c:spPr><a:solidFill><a:srgbClr val="${rgb}"/></a:solidFill></c:spPr>`;
  const scaleMax = chart.max === undefined ? '' : `<c:max val="${chart.max}"/><c:min val="0"/>`;
  return `${XML_HEAD}<c:chartSpace xmlns:c="${C_NS}" xmlns:a="${A_NS}" xmlns:r="${REL}"><c:chart><c:title><c:tx><c:rich><a:bodyPr/><a:p><a:r><a:t>${escapeXml(chart.title)}</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title><c:autoTitleDeleted val="0"/><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:varyColors val="0"/><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:v>${escapeXml(chart.columns.name)}</c:v></c:tx>${colour('93C5FD')}<c:invertIfNegative val="0"/>${categories}${values(chart.columns.values)}</c:ser><c:gapWidth val="60"/><c:axId val="501"/><c:axId val="502"/></c:barChart><c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/><c:ser><c:idx val="1"/><c:order val="1"/><c:tx><c:v>${escapeXml(chart.line.name)}</c:v></c:tx>${colour('DC2626', true)}<c:marker><c:symbol val="circle"/><c:size val="5"/></c:marker>${categories}${values(chart.line.values)}<c:smooth val="0"/></c:ser><c:marker val="1"/><c:axId val="501"/><c:axId val="502"/></c:lineChart><c:catAx><c:axId val="501"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="b"/><c:numFmt formatCode="General" sourceLinked="1"/><c:tickLblPos val="nextTo"/><c:crossAx val="502"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/></c:catAx><c:valAx><c:axId val="502"/><c:scaling><c:orientation val="minMax"/>${scaleMax}</c:scaling><c:delete val="0"/><c:axPos val="l"/><c:majorGridlines/><c:numFmt formatCode="0" sourceLinked="0"/><c:tickLblPos val="nextTo"/><c:crossAx val="501"/><c:crosses val="autoZero"/><c:crossBetween val="between"/></c:valAx></c:plotArea><c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend><c:plotVisOnly val="1"/></c:chart></c:chartSpace>`;
}

function drawingXml(chart: SheetChart): string {
  const corner = (tag: string, at: { column: number; row: number }) =>
    `<xdr:${tag}><xdr:col>${at.column}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${at.row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`;
  return `${XML_HEAD}<xdr:wsDr xmlns:xdr="${XDR_NS}" xmlns:a="${A_NS}"><xdr:twoCellAnchor>${corner('from', chart.from)}${corner('to', chart.to)}<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="${escapeXml(chart.title)}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="${C_NS}"><c:chart xmlns:c="${C_NS}" xmlns:r="${REL}" r:id="rId1"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>`;
}

/** Rows repeated on every printed page ("5:5" → 'RAB'!$5:$5), as Excel's Print_Titles names. */
function definedNames(sheets: SheetModel[]): string {
  const names = sheets.flatMap((sheet, index) => {
    if (!sheet.printTitles) return [];
    const [from, to] = sheet.printTitles.split(':');
    const quoted = `'${sheet.name.slice(0, 31).replace(/'/g, "''")}'`;
    return [
      `<definedName name="_xlnm.Print_Titles" localSheetId="${index}">${escapeXml(`${quoted}!$${from}:$${to}`)}</definedName>`,
    ];
  });
  return names.length ? `<definedNames>${names.join('')}</definedNames>` : '';
}

/** The .xlsx file of the given sheets. */
export function writeXlsx(sheets: SheetModel[]): Uint8Array {
  const names = sheets.map((sheet) => escapeXml(sheet.name.slice(0, 31)));
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/>${sheets
        .map(
          (_, index) =>
            `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/>`,
        )
        .join('')}${sheets
        .map((sheet, index) =>
          sheet.chart
            ? `<Override PartName="/xl/drawings/drawing${index + 1}.xml" ContentType="${TYPE}.drawing+xml"/><Override PartName="/xl/charts/chart${index + 1}.xml" ContentType="${TYPE}.drawingml.chart+xml"/>`
            : '',
        )
        .join('')}</Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${names
        .map((name, index) => `<sheet name="${name}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
        .join('')}</sheets>${definedNames(sheets)}<calcPr calcId="191029" fullCalcOnLoad="1"/></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML_HEAD}<Relationships xmlns="${PKG_REL}">${sheets
        .map(
          (_, index) =>
            `<Relationship Id="rId${index + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
        )
        .join(
          '',
        )}<Relationship Id="rId${sheets.length + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(STYLES),
  };
  sheets.forEach((sheet, index) => {
    const n = index + 1;
    files[`xl/worksheets/sheet${n}.xml`] = strToU8(sheetXml(sheet, Boolean(sheet.chart)));
    if (!sheet.chart) return;
    const relationship = (type: string, target: string) =>
      strToU8(
        `${XML_HEAD}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/${type}" Target="${target}"/></Relationships>`,
      );
    files[`xl/worksheets/_rels/sheet${n}.xml.rels`] = relationship('drawing', `../drawings/drawing${n}.xml`);
    files[`xl/drawings/drawing${n}.xml`] = strToU8(drawingXml(sheet.chart));
    files[`xl/drawings/_rels/drawing${n}.xml.rels`] = relationship('chart', `../charts/chart${n}.xml`);
    files[`xl/charts/chart${n}.xml`] = strToU8(chartXml(sheet.name.slice(0, 31), sheet.chart));
  });
  return zipSync(files, { level: 6 });
}
