# Sourced by each partner's build.sh: where its source comes from and where it is built, and a clone of it there
# (once; the build.sh then checks out what it needs). Sets source, commit and dest from the script's arguments.
#   partner_clone MIRROR URL DEFAULT_COMMIT DEFAULT_DEST [SOURCE [COMMIT [DEST]]]
# MIRROR is a folder under /work/.mirror (owner+name), used when present, else URL.
partner_clone() {
  mirror=/work/.mirror/$1/repo
  [ -d "$mirror" ] || mirror=$2
  source=${5:-$mirror}
  commit=${6:-$3}
  dest=${7:-$4}
  mkdir -p "$dest"
  if [ ! -d "$dest/src/.git" ]; then
    git clone --quiet --no-checkout "$source" "$dest/src"
  fi
}
