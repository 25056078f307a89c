//! Writes fresh parsers next to dgn's grammars.

fn main() {
    for (path, fresh) in dgn_parsers::generate() {
        if std::fs::read(&path).ok().as_ref() != Some(&fresh) {
            std::fs::write(&path, &fresh).expect("write parser");
            println!("updated {}", path.display());
        }
    }
}
