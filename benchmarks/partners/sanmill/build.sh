#!/bin/sh
# Builds the Sanmill partner for the versus harness OUTSIDE the repository (nothing here is part of Maven's build),
# then checks it with check.sh.
#   build.sh [SOURCE [COMMIT [DEST]]]
# SOURCE: a Sanmill git repository, path or URL (default: the mirror /work/.mirror/calcitem+Sanmill/repo, else
#         https://github.com/calcitem/Sanmill.git); COMMIT: what to check out (default: its HEAD);
# DEST:   where to build (default /work/partners/sanmill). The binary is DEST/glue/target/release/tabula-sanmill-glue.
# Crates come from Debian's packaged sources (apt-get install librust-arrayvec-dev librust-thiserror-dev
# librust-crossbeam-channel-dev), never from crates.io: cargo runs --offline with a source replacement.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../clone.sh"
partner_clone calcitem+Sanmill https://github.com/calcitem/Sanmill.git HEAD /work/partners/sanmill "$@"
registry=${CARGO_DEBIAN_REGISTRY:-/usr/share/cargo/registry}
# Only the three crates the glue links; the rest of Sanmill (Flutter app, C++ engine, databases) is not needed.
git -C "$dest/src" checkout --quiet "$commit" -- Cargo.toml crates/tgf-core crates/tgf-mill crates/tgf-search
echo "sanmill commit: $(git -C "$dest/src" rev-parse "$commit")"

# Debian packages crossbeam-channel 0.5.6; tgf-search asks for 0.5.15. Loosened in the local copy only.
sed -i 's/^crossbeam-channel = "0.5.15"/crossbeam-channel = "0.5.6"/' "$dest/src/crates/tgf-search/Cargo.toml"
# The clone's workspace lists crates not checked out; the glue builds the three crates outside it.
rm -f "$dest/src/Cargo.toml"

rm -rf "$dest/glue/src"
mkdir -p "$dest/glue/.cargo"
cp -r "$here/glue/src" "$dest/glue/src"
sed "s#SANMILL_SRC#$dest/src#" "$here/glue/Cargo.toml" > "$dest/glue/Cargo.toml"
cat > "$dest/glue/.cargo/config.toml" <<CONFIG
[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "$registry"
CONFIG
cd "$dest/glue"
cargo build --release --offline
echo "built: $dest/glue/target/release/tabula-sanmill-glue"
"$here/check.sh" "$dest/glue/target/release/tabula-sanmill-glue"
