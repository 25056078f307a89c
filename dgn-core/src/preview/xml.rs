//! A streaming SVG writer: elements go straight into one buffer as they are
//! made, with quick-xml escaping names and values that come from user files.
//!
//! The pictures hold thousands of elements; building a tree of elements with
//! their attributes in maps first (and escaping each value on the way out)
//! cost far more than writing them.

use quick_xml::escape::partial_escape;
use quick_xml::events::{BytesEnd, BytesStart, BytesText, Event};
use quick_xml::Writer;
use std::fmt::{Display, Write as _};

/// Attributes of one element: names and values (numbers or text, escaped
/// when written).
pub(crate) type Attrs<'a> = [(&'a str, &'a dyn Display)];

/// An SVG document being written.
pub(crate) struct Svg {
    w: Writer<Vec<u8>>,
    /// The tag being written, its buffer reused from element to element.
    tag: BytesStart<'static>,
    /// The text of the attribute value being written, reused.
    value: String,
}

impl Svg {
    /// Starts a document `width` x `height` pixels (the view box the same)
    /// with these further attributes on the root element.
    pub(crate) fn new(width: u32, height: u32, attrs: &Attrs<'_>) -> Svg {
        let mut svg = Svg {
            // One line per element keeps the files readable and diffable.
            w: Writer::new_with_indent(Vec::with_capacity(64 * 1024), b' ', 0),
            tag: BytesStart::new(String::with_capacity(256)),
            value: String::new(),
        };
        let view_box = format!("0 0 {width} {height}");
        let mut all: Vec<(&str, &dyn Display)> = vec![
            ("xmlns", &"http://www.w3.org/2000/svg"),
            ("width", &width),
            ("height", &height),
            ("viewBox", &view_box),
        ];
        all.extend_from_slice(attrs);
        svg.open("svg", &all);
        svg
    }

    /// Makes `self.tag` the start of element `name` with `attrs`.
    fn start(&mut self, name: &str, attrs: &Attrs<'_>) {
        self.tag.set_name(name);
        self.tag.clear_attributes();
        for (key, value) in attrs {
            self.value.clear();
            // Formatting into a String cannot fail.
            let _ = write!(self.value, "{value}");
            self.tag.push_attribute((*key, self.value.as_str()));
        }
    }

    fn write(&mut self, event: Event<'_>) {
        // Writing into memory cannot fail.
        let _ = self.w.write_event(event);
    }

    /// Opens an element that will have children; [`Svg::close`] ends it.
    pub(crate) fn open(&mut self, name: &str, attrs: &Attrs<'_>) {
        self.start(name, attrs);
        // Writing into memory cannot fail.
        let _ = self.w.write_event(Event::Start(self.tag.borrow()));
    }

    /// Ends the element named `name` opened last.
    pub(crate) fn close(&mut self, name: &str) {
        self.write(Event::End(BytesEnd::new(name)));
    }

    /// An element without children.
    pub(crate) fn empty(&mut self, name: &str, attrs: &Attrs<'_>) {
        self.start(name, attrs);
        let _ = self.w.write_event(Event::Empty(self.tag.borrow()));
    }

    /// An element holding only `text`.
    pub(crate) fn text(&mut self, name: &str, attrs: &Attrs<'_>, text: &str) {
        self.open(name, attrs);
        // Quotes need no escape in text: only `<`, `>` and `&` are.
        self.write(Event::Text(BytesText::from_escaped(partial_escape(text))));
        self.close(name);
    }

    /// An element without other children than a `<title>` (a tooltip).
    pub(crate) fn titled(&mut self, name: &str, attrs: &Attrs<'_>, title: &str) {
        self.open(name, attrs);
        self.text("title", &[], title);
        self.close(name);
    }

    /// Ends the document and returns its text.
    pub(crate) fn finish(mut self) -> String {
        self.close("svg");
        // Everything written came from `&str`s, and quick-xml's escapes are
        // ASCII.
        String::from_utf8(self.w.into_inner())
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::Svg;

    #[test]
    fn escapes_text_and_values() {
        let mut s = Svg::new(3, 4, &[("font-family", &"a\"b")]);
        s.titled("rect", &[("x", &1.5), ("fill", &"<&>")], "D & 'x' <y>");
        s.text("text", &[], "a<b");
        assert_eq!(
            s.finish(),
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"3\" height=\"4\" \
             viewBox=\"0 0 3 4\" font-family=\"a&quot;b\">\n\
             <rect x=\"1.5\" fill=\"&lt;&amp;&gt;\">\n\
             <title>D &amp; 'x' &lt;y&gt;</title>\n\
             </rect>\n\
             <text>a&lt;b</text>\n\
             </svg>"
        );
    }
}
