internal import CPango
import CoreAnimationValues
import CoreGraphics
import Foundation

// The runs' own fonts and colours, as Pango attributes over their bytes.
extension TextLayout {
    /// Sets an attribute list with each run's font (when it sets a name or a
    /// size), colour (when it sets one), and `paragraph`'s kerning and
    /// background for the run, over the run's UTF-8 bytes; and
    /// `paragraph`'s line height multiple over the whole text.
    func applyAttributes(of runs: [TextRun], defaults: TextDrawing, paragraph: TextParagraphStyle = TextParagraphStyle()) {
        let multiple = paragraph.lineHeightMultiple
        guard runs.contains(where: { $0.fontName != nil || $0.fontSize != nil || $0.color != nil })
                || paragraph.kerning.contains(where: { $0 != nil }) || paragraph.backgroundColors.contains(where: { $0 != nil })
                || (multiple > 0 && multiple.isFinite),
              let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        if multiple > 0, multiple.isFinite, let attribute = pango_attr_line_height_new(Double(min(multiple, 1000))) {
            pango_attr_list_insert(list, attribute)
        }
        var start = 0
        for (index, run) in runs.enumerated() {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard end > start else { continue }
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
            if run.fontName != nil || run.fontSize != nil {
                let face = FontCatalog.face(named: run.fontName ?? defaults.fontName)
                let description = Self.fontDescription(face, size: run.fontSize ?? defaults.fontSize)
                insert(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            if let color = run.color {
                let c = color.rgba
                insert(pango_attr_foreground_new(Self.channel(c.red), Self.channel(c.green), Self.channel(c.blue)))
                insert(pango_attr_foreground_alpha_new(max(Self.channel(c.alpha), 1)))
            }
            if index < paragraph.kerning.count, let kern = paragraph.kerning[index], kern.isFinite, kern != 0 {
                insert(pango_attr_letter_spacing_new(Self.units(kern)))
            }
            if index < paragraph.backgroundColors.count, let color = paragraph.backgroundColors[index] {
                let c = color.rgba
                guard c.alpha > 0 else { continue }
                insert(pango_attr_background_new(Self.channel(c.red), Self.channel(c.green), Self.channel(c.blue)))
                insert(pango_attr_background_alpha_new(max(Self.channel(c.alpha), 1)))
            }
        }
        pango_layout_set_attributes(layout, list)
    }

    /// A Pango font description for `face` at `size` points (an absolute size:
    /// user-space units, which the layer's points are). A size that is not a
    /// positive finite number draws at the smallest size Pango has.
    static func fontDescription(_ face: FontFace, size: CGFloat) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, face.name.family.isEmpty ? "sans-serif" : face.name.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(max(face.name.weight, 100), 1000))))
        pango_font_description_set_style(description, face.name.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        let units = size.isFinite && size > 0 ? Double(size) * Double(PANGO_SCALE) : 1
        pango_font_description_set_absolute_size(description, min(units, Double(Int32.max)))
        return description
    }

    /// A colour component 0…1 as Pango's 16-bit channel.
    private static func channel(_ value: CGFloat) -> UInt16 {
        UInt16((min(max(value.isNaN ? 0 : value, 0), 1) * 65535).rounded())
    }
}
